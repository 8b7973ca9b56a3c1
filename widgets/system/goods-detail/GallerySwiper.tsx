import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { Img } from '../../../src/ui/Img';

export interface GallerySwiperProps {
  images: readonly string[];
  title: string;
  onSlideChange: (index: number) => void;
}

/** The swipeable pictures (its own chunk: swiper is fetched after the first paint). */
export default function GallerySwiper({ images, title, onSlideChange }: GallerySwiperProps) {
  return (
    <Swiper onSlideChange={(swiper) => onSlideChange(swiper.activeIndex)}>
      {images.map((image, index) => (
        <SwiperSlide key={`${image}#${index}`}>
          <Img src={image} alt={`${title} 图 ${index + 1}`} ratio={1} eager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
